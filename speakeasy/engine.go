package speakeasy

import "fmt"

// reason is why a move may not be made now: a message in words, naming the
// rule broken, with up to three numbers for its verbs ("you need $%d, you
// have $%d"). It is a small value formatted into text only when Apply
// returns it as an error, so Legal, which checks many candidates, pays
// nothing for the ones it rejects. The zero reason means the move is legal.
type reason struct {
	f string
	a [3]int16
	n uint8
}

// why is a reason without numbers.
func why(f string) reason { return reason{f: f} }

// why1, why2 and why3 are reasons with numbers for the message's verbs.
func why1(f string, a int) reason { return reason{f: f, a: [3]int16{int16(a)}, n: 1} }
func why2(f string, a, b int) reason {
	return reason{f: f, a: [3]int16{int16(a), int16(b)}, n: 2}
}
func why3(f string, a, b, c int) reason {
	return reason{f: f, a: [3]int16{int16(a), int16(b), int16(c)}, n: 3}
}

func (r reason) ok() bool { return r.f == "" }

// String formats the reason (the error path only).
func (r reason) String() string {
	switch r.n {
	case 1:
		return fmt.Sprintf(r.f, r.a[0])
	case 2:
		return fmt.Sprintf(r.f, r.a[0], r.a[1])
	case 3:
		return fmt.Sprintf(r.f, r.a[0], r.a[1], r.a[2])
	}
	return r.f
}
