package core

import (
	"bytes"
	"encoding/json"
)

// DecodeConfig reads a game's JSON config into cfg, strictly: nil, empty
// or null leaves cfg as it is (the default game); an unknown field is an
// error, because a misspelt house-rule switch must not pass silently; so is
// anything after the object. Errors are ErrBadConfig and name the game.
// Every game's Rules.New decodes its config with it.
func DecodeConfig(game string, b []byte, cfg any) error {
	t := bytes.TrimSpace(b)
	if len(t) == 0 || string(t) == "null" {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(t))
	dec.DisallowUnknownFields()
	if err := dec.Decode(cfg); err != nil {
		return Errorf(ErrBadConfig, "%s config: %v", game, err)
	}
	if dec.More() {
		return Errorf(ErrBadConfig, "%s config: data after the JSON object", game)
	}
	return nil
}
