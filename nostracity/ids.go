package nostracity

// The ids as text, so each is a JSON string in positions (and a key of a
// counted pile): each MarshalText writes String, each UnmarshalText reads
// exactly that spelling and nothing else.

func parseID[T ~int8](b []byte, what string, from, to T) (T, error) {
	for x := from; x <= to; x++ {
		if idText(x) == string(b) {
			return x, nil
		}
	}
	return 0, bad(rNotAnID, quote(string(b)), what)
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
	}
	return ""
}

// MarshalText writes the card's code ("W03", "T05", "R2", "I6", "UB").
func (c Card) MarshalText() ([]byte, error) {
	if c < 0 || c >= numStreet {
		return nil, bad(rNoSuchID, "Street card", int(c))
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
		return nil, bad(rNoSuchID, "Bill", int(b))
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
		return nil, bad(rNoSuchID, "Vendetta card", int(v))
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
		return nil, bad(rNoSuchID, "Street space", int(sp))
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
		return nil, bad(rNoSuchID, "Cash-in type", int(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads a Cash-in type.
func (k *CashInType) UnmarshalText(b []byte) error {
	x, err := parseID(b, "a Cash-in type (red, blue, yellow, green, gambling, drugs, prostitution)", CashInType(0), CashInType(numKinds-1))
	*k = x
	return err
}
