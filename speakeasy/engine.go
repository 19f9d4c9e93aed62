package speakeasy

import "fmt"

// reason is why a move may not be made now: a message in words, naming the
// rule broken, with up to three numbers for its verbs ("you need $%d, you
// have $%d"). It is a small value formatted into text only when Apply
// returns it as an error, so Legal, which checks many candidates, pays
// nothing for the ones it rejects. The zero reason (f == "") means the move
// is legal; callers test r.f == "" directly.
//
// The numbers are packed into one word: a struct of at most four fields
// stays in registers, a larger one is copied through memory on every
// return, which costs Legal a store-forwarding stall per candidate.
type reason struct {
	f    string
	args uint64 // three int16 numbers, then their count in the top byte
}

// why is a reason without numbers.
func why(f string) reason { return reason{f: f} }

func pack(n int, a, b, c int) uint64 {
	return uint64(uint16(int16(a))) | uint64(uint16(int16(b)))<<16 | uint64(uint16(int16(c)))<<32 | uint64(n)<<56
}

// why1, why2 and why3 are reasons with numbers for the message's verbs.
func why1(f string, a int) reason       { return reason{f, pack(1, a, 0, 0)} }
func why2(f string, a, b int) reason    { return reason{f, pack(2, a, b, 0)} }
func why3(f string, a, b, c int) reason { return reason{f, pack(3, a, b, c)} }

// String formats the reason (the error path only).
func (r reason) String() string {
	a, b, c := int16(r.args), int16(r.args>>16), int16(r.args>>32)
	switch r.args >> 56 {
	case 1:
		return fmt.Sprintf(r.f, a)
	case 2:
		return fmt.Sprintf(r.f, a, b)
	case 3:
		return fmt.Sprintf(r.f, a, b, c)
	}
	return r.f
}
