package envelope

// The small conversions every game's fields make, written once: optional
// keys (a pointer, nil when left out), ids with none (-1) left out, id sets
// held as masks and written as lists, and the two-way converters a game's
// conv uses, where out writes the State's value into the position and
// otherwise the position's value is read back: those that report a fault
// (a key that must be given, a number out of range) leave the game to name
// the law it breaks.

// Ptr is a pointer to a copy of v: a key given.
func Ptr[T any](v T) *T { return &v }

// PtrIf is &v when ok, nil otherwise: a key left out unless ok.
func PtrIf[T any](v T, ok bool) *T {
	if !ok {
		return nil
	}
	return &v
}

// NonZero is &v, nil for v's zero: a count, a fact or a pile left out when
// empty.
func NonZero[T comparable](v T) *T {
	var zero T
	return PtrIf(v, v != zero)
}

// Deref is *p, T's zero for nil: a key left out read as empty.
func Deref[T any](p *T) (v T) {
	if p != nil {
		v = *p
	}
	return v
}

// OptID is id x, nil for none (a negative id): an id left out when none.
func OptID[X ~int8](x X) *X { return PtrIf(x, x >= 0) }

// OrNone is the id *p, -1 (none) for nil.
func OrNone[X ~int8](p *X) int8 {
	if p == nil {
		return -1
	}
	return int8(*p)
}

// IDs lists the ids first..first+count-1 whose bits mask holds from bit 0,
// in id order: a set the State holds as a mask, written as a list.
func IDs[E ~int8 | ~uint8, M ~uint8 | ~uint16 | ~uint32 | ~uint64](mask M, first, count int) []E {
	var out []E
	for i := range count {
		if uint64(mask)>>i&1 != 0 {
			out = append(out, E(first+i))
		}
	}
	return out
}

// Same converts a value the position writes as the State holds it.
func Same[T any](out bool, j, v *T) {
	if out {
		*j = *v
	} else {
		*v = *j
	}
}

// Opt converts an id the State holds with none, left out when none: read,
// a key left out is none.
func Opt[J, T ~int8](out bool, j **J, v *T, none T) {
	switch {
	case out && *v != none:
		*j = Ptr(J(*v))
	case !out && *j != nil:
		*v = T(**j)
	case !out:
		*v = none
	}
}

// Zeroed converts a value left out when it is its zero (an empty pile, a
// count of 0): read, a key left out is the zero.
func Zeroed[T comparable](out bool, j **T, v *T) {
	if out {
		*j = NonZero(*v)
	} else {
		*v = Deref(*j)
	}
}

// Given converts an id or a small value the position must give: read, a
// key left out reports false and leaves v as it was.
func Given[J, T ~int8 | ~uint8](out bool, j **J, v *T) bool {
	switch {
	case out:
		*j = Ptr(J(*v))
	case *j == nil:
		return false
	default:
		*v = T(**j)
	}
	return true
}

// Within converts a number of lo..hi: read, one outside reports false and
// leaves v as it was.
func Within[T ~uint8 | ~uint16](out bool, j *int, v *T, lo, hi int) bool {
	switch {
	case out:
		*j = int(*v)
	case *j < lo || *j > hi:
		return false
	default:
		*v = T(*j)
	}
	return true
}

// List converts a list of the State's n entries, the i-th by each (in
// order), left out when empty: read, the State holds as many as given
// (n is set after each has run).
func List[J any, N ~uint8](out bool, j *[]J, n *N, each func(i int)) {
	if out && *n > 0 {
		*j = make([]J, *n)
	}
	for i := range *j {
		each(i)
	}
	*n = N(len(*j))
}
