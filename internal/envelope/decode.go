package envelope

import (
	"bytes"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/strictjson"
)

// DecodeConfig reads a game's JSON config into cfg, strictly: nil, empty
// or null leaves cfg as it is (the default game). Keys must match a field's
// JSON name exactly (Go's decoder ignores case; this does not) and appear
// once; an unknown key is an error, because a misspelt house-rule switch
// must not pass silently; so is anything after the object. Errors are
// ErrBadConfig and name the game. Every game's Rules.New decodes its config
// with it.
func DecodeConfig(game string, b []byte, cfg any) error {
	t := bytes.TrimSpace(b)
	if len(t) == 0 || string(t) == "null" {
		return nil
	}
	if err := strictjson.Decode(t, cfg); err != nil {
		return core.Errorf(core.ErrBadConfig, "%s config: %v", game, err)
	}
	return nil
}

// DecodePosition reads a game's position JSON into v strictly, as
// strictjson.Decode does; errors are ErrBadState and name the game, as
// DecodeConfig's name it for a config. Game.Decode starts with it.
func DecodePosition(game string, b []byte, v any) error {
	if err := strictjson.Decode(b, v); err != nil {
		return core.Errorf(core.ErrBadState, "%s position: %v", game, err)
	}
	return nil
}
