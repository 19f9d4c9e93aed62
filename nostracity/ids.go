package nostracity

import "github.com/mafiarules/sdk/internal/codec"

// The ids as text, so each is a JSON string in positions (and a key of a
// counted pile): each MarshalText writes String, each UnmarshalText reads
// exactly that spelling and nothing else.

func parseID[T ~int8](b []byte, what string, from, to T) (T, error) {
	for x := from; x <= to; x++ {
		if idText(x) == string(b) {
			return x, nil
		}
	}
	return 0, bad(rNotAnId, quote(string(b)), what)
}

func idText[T ~int8](x T) string {
	switch v := any(x).(type) {
	case Card:
		return v.String()
	case Bill:
		return v.String()
	case VendettaCard:
		return v.String()
	case Space:
		return v.String()
	case CashInType:
		return v.String()
	case Wiseguy:
		return v.String()
	case Turf:
		return v.String()
	case Investigation:
		return v.String()
	case Title:
		return v.String()
	case Bonus:
		return v.String()
	}
	return ""
}

// MarshalText writes the card's code ("W03", "T05", "R2", "I6", "UB").
func (c Card) MarshalText() ([]byte, error) {
	if c < 0 || c >= numStreet {
		return nil, bad(rNoSuchId, "Street card", int(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a Street card's code.
func (c *Card) UnmarshalText(b []byte) error {
	x, err := parseID(b, "a Street card (W01..W20, T01..T14, R1..R8, I1..I6, UB)", Card(0), Card(numStreet-1))
	*c = x
	return err
}

// MarshalText writes the Bill's id ("10k-innocent"; "hidden" face down).
func (b Bill) MarshalText() ([]byte, error) {
	if b < 0 || b >= numBillSlots {
		return nil, bad(rNoSuchId, "Bill", int(b))
	}
	return []byte(b.String()), nil
}

// UnmarshalText reads a Bill's id.
func (b *Bill) UnmarshalText(t []byte) error {
	x, err := parseID(t, "a Bill (5k, 10k-innocent, 10k-guilty, 20k-innocent, 20k-guilty, 50k-innocent, 50k-guilty, police-raid, hidden)", Bill(0), Bill(numBillSlots-1))
	*b = x
	return err
}

// MarshalText writes the card's id ("whack"; "hidden" face down).
func (v VendettaCard) MarshalText() ([]byte, error) {
	if v < 0 || v >= numVendettaSlots {
		return nil, bad(rNoSuchId, "Vendetta card", int(v))
	}
	return []byte(v.String()), nil
}

// UnmarshalText reads a Vendetta card's id.
func (v *VendettaCard) UnmarshalText(b []byte) error {
	x, err := parseID(b, "a Vendetta card (fbi-snitch, atlantic-city, fit-of-rage, whack, torch, shakedown, tail, skim, fix, hidden)", VendettaCard(0), VendettaCard(numVendettaSlots-1))
	*v = x
	return err
}

// MarshalText writes the space, "S1".."S4" ("hidden" in a View before the
// reveal).
func (sp Space) MarshalText() ([]byte, error) {
	if sp != hiddenSpace && (sp < 0 || sp > 3) {
		return nil, bad(rNoSuchId, "Street space", int(sp))
	}
	return []byte(sp.String()), nil
}

// UnmarshalText reads a Street space ("S1".."S4", "hidden").
func (sp *Space) UnmarshalText(b []byte) error {
	if string(b) == "hidden" {
		*sp = hiddenSpace
		return nil
	}
	x, err := parseID(b, "a Street space (S1..S4)", Space(0), Space(3))
	*sp = x
	return err
}

// MarshalText writes the Cash-in type ("red", "drugs").
func (k CashInType) MarshalText() ([]byte, error) {
	if k < 0 || k >= numKinds {
		return nil, bad(rNoSuchId, "Cash-in type", int(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads a Cash-in type.
func (k *CashInType) UnmarshalText(b []byte) error {
	x, err := parseID(b, "a Cash-in type (red, blue, yellow, green, gambling, drugs, prostitution)", CashInType(0), CashInType(numKinds-1))
	*k = x
	return err
}

// MarshalText writes the Wiseguy's code ("W03").
func (w Wiseguy) MarshalText() ([]byte, error) {
	if !w.ok() {
		return nil, bad(rNoSuchId, "Wiseguy", int(w))
	}
	return []byte(w.String()), nil
}

// UnmarshalText reads a Wiseguy's code.
func (w *Wiseguy) UnmarshalText(b []byte) error {
	x, err := parseID(b, "a Wiseguy (W01..W20)", Wiseguy(0), Wiseguy(numWiseguys-1))
	*w = x
	return err
}

// MarshalText writes the Turf's code ("T05").
func (t Turf) MarshalText() ([]byte, error) {
	if !t.ok() {
		return nil, bad(rNoSuchId, "Turf", int(t))
	}
	return []byte(t.String()), nil
}

// UnmarshalText reads a Turf's code.
func (t *Turf) UnmarshalText(b []byte) error {
	x, err := parseID(b, "a Turf (T01..T14)", Turf(firstTurf), Turf(firstRespect-1))
	*t = x
	return err
}

// MarshalText writes the Investigation's code ("I3").
func (i Investigation) MarshalText() ([]byte, error) {
	if !i.ok() {
		return nil, bad(rNoSuchId, "Investigation", int(i))
	}
	return []byte(i.String()), nil
}

// UnmarshalText reads an Investigation's code.
func (i *Investigation) UnmarshalText(b []byte) error {
	x, err := parseID(b, "an Investigation (I1..I6)", Investigation(0), Investigation(numInv-1))
	*i = x
	return err
}

// MarshalText writes the Title's id ("consigliere").
func (t Title) MarshalText() ([]byte, error) {
	if t < 0 || t > 2 {
		return nil, bad(rNoSuchId, "Title", int(t))
	}
	return []byte(t.String()), nil
}

// UnmarshalText reads a Title's id.
func (t *Title) UnmarshalText(b []byte) error {
	x, err := parseID(b, "a Title (underboss, consigliere, primo-capo)", Title(0), Title(2))
	*t = x
	return err
}

// MarshalText writes the End of Game Bonus's id ("most-turfs").
func (b Bonus) MarshalText() ([]byte, error) {
	if b < 0 || int(b) >= len(bonusCodes) {
		return nil, bad(rNoSuchId, "End of Game Bonus", int(b))
	}
	return []byte(b.String()), nil
}

// UnmarshalText reads an End of Game Bonus's id.
func (b *Bonus) UnmarshalText(t []byte) error {
	x, err := parseID(t, "an End of Game Bonus (most-vendetta-cards, most-wiseguys, most-turfs, politician)", Bonus(0), Bonus(len(bonusCodes)-1))
	*b = x
	return err
}

// bonusCodes are the End of Game Bonuses' ids.
var bonusCodes = codec.Names{"most-vendetta-cards", "most-wiseguys", "most-turfs", "politician"}
