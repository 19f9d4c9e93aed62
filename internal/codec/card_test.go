package codec

import (
	"fmt"
	"slices"
)

type testCard uint8

const (
	cardA testCard = iota
	cardB
	cardHidden
)

var testCardNames = []string{"ace", "bee", "hidden"}

func (c testCard) MarshalText() ([]byte, error) {
	if int(c) >= len(testCardNames) {
		return nil, fmt.Errorf("card %d does not exist", int(c))
	}
	return []byte(testCardNames[c]), nil
}

func (c *testCard) UnmarshalText(b []byte) error {
	i := slices.Index(testCardNames, string(b))
	if i < 0 {
		return fmt.Errorf("%q is not a card", b)
	}
	*c = testCard(i)
	return nil
}
