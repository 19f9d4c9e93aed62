package speakeasy

import "strconv"

// The printed names and rules texts of the game's pieces, for a UI's
// labels and tooltips.

// personText is what each Person of Interest does (the rulebook's person
// columns), by location and person (L, M, R).
var personText = [numPersonLocs][3]string{
	{"gain a Book", "raise Strength or any Operations level by 1", "gain a Helper card"},
	{
		"play one Operations card",
		"raise Strength or any Operations level by 1",
		"play a Party card",
	},
	{"play a Fleet card (+2 range for each Truck)", "", "Pick up and deliver barrels"},
	{"gain a Family Member and hire Goons", "", "gain a Leverage token and play a VIP Room card"},
	{"gain a Helper card", "raise Strength or any Operations level by 1", "gain a Family Member"},
	{"play a Stills card and hire a Goon for free", "", "play a Stills card"},
}

// locationText is each location's action (the big framed box).
var locationText = [numLocations]string{
	"open a Speakeasy or the Stills, or take over a Mobster Speakeasy with one, up to twice",
	"open a Nightclub or Casino, upgrade a Speakeasy to one, or take over with one, up to twice",
	"raise Strength or any Operations level by 1",
	"Get Protection: send Family Members from your VIP area to your buildings",
	"get an Associate, and hire Goons",
	"ambush a Rum-runner Ship",
	"discard an Operations card and move your Turn Order marker to the lower row, " +
		"then two different actions",
	"swap your Capo with another player's Capo at another location",
}

var personTitles = [3]string{"left", "middle", "right"}

var tileTitles = [9]string{
	"Cash",
	"Muscle",
	"Promotion",
	"Favour",
	"Moonshine",
	"Delivery",
	"Cousin",
	"Ledger",
	"Private Party",
}

var tileText = [9]string{
	"+$4 cash",
	"+2 Goons",
	"raise Strength or any Operations level by 1",
	"+2 Leverage tokens",
	"if your Stills is Operating, +2 barrels on your Stills area",
	"Pick up and deliver with one Truck, range 3",
	"gain a Family Member",
	"gain a Book",
	"sell the barrel at one of your Operating buildings at its Party price",
}

var bookTitles = [9]string{
	"Chain",
	"Citywide",
	"Nightlife",
	"High Roller",
	"Muscle",
	"Specialist",
	"Stocked",
	"Family Business",
	"Smuggler",
}

var bookText = [9]string{
	"3 or more Operating Speakeasies",
	"an Operating building in each of the 3 Zones",
	"an Operating Nightclub",
	"an Operating Casino",
	"Strength 4 or more",
	"any Operations track at 4 or more",
	"2 or more of your buildings with a barrel beside them",
	"2 or more of your buildings protected by Family Members",
	"2 or more Crate tiles kept",
}

var helperTitles = [5]string{"Gin", "Rum", "Rye", "Bourbon", "Champagne"}

var helperText = [4]string{"+$3 cash", "+1 Goon", "+1 Leverage token", "raise Strength by 1"}

var crateText = [4]string{
	"+1 range for each of your Trucks",
	"+2 attack in ambushes",
	"+$1 for each barrel sold by a Party card",
	"+1 Leverage in every Get Protection",
}

var opsTitles = [4]string{"Stills", "Party", "VIP Room", "Fleet"}

var opsText = [4]string{
	"if your Stills is Operating, add barrels equal to your Stills level to your Stills area",
	"sell the barrels at up to Party level + 1 of your Operating buildings",
	"Get Protection with (VIP Room level - 1) bonus Leverage",
	"Pick up and deliver with +2 range for each Truck",
}

func helperTitle(h int8) string {
	return helperTitles[h/4] + " #" + string(rune('1'+h%4)) + " (" + helperText[h%4] + ")"
}

func tileTitle(t int8) string { return tileTitles[t/4] + " #" + string(rune('1'+t%4)) }

func bookTitle(b int8) string { return bookTitles[b/2] + " #" + string(rune('1'+b%2)) }

func opsTitle(c int8) string {
	return opsTitles[c/10] + " card #" + strconv.Itoa(int(c%10)+1) + " (Leverage " + strconv.Itoa(int(opsLev(c))) + ")"
}
