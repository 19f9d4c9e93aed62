package nostracity

// Describe is m as a sentence for a button or a log. For now it is the
// move's notation, which already carries every distinction between moves.
func Describe(s State, m Move) string { return m.String() }

// Prompt says who decides now ("P1 to move"); "" when the game is over.
func Prompt(s State) string {
	if Over(s) {
		return ""
	}
	return ToMove(s).String() + " to move"
}
