package words

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// SplitBots reads a -bots list ("mcts,random"): a bot spec per seat, none
// empty.
func SplitBots(list string) ([]string, error) {
	var out []string
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			return nil, fmt.Errorf("-bots %q has an empty entry; name a bot (%s) for each seat", list, bot.Specs)
		}
		out = append(out, s)
	}
	return out, nil
}

// WithPlayers is a -config with its "players" key set to n (n > 0); nil
// for the game's defaults, whose seat count is the library's default. A
// config that is not a JSON object, or that names another seat count than
// -players, is an error. The config goes to the game as the user wrote
// it, "players" added in front, so the game still checks every key
// exactly.
func WithPlayers(config []byte, n int) ([]byte, error) {
	config = bytes.TrimSpace(config)
	if len(config) == 0 {
		if n == 0 {
			return nil, nil
		}
		return core.PlayersConfig(n), nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(config, &m); err != nil || m == nil {
		problem := "it is null"
		if err != nil {
			problem = err.Error()
		}
		return nil, fmt.Errorf("-config must be a JSON object such as '{\"players\":3}': %s", problem)
	}
	if n == 0 {
		return config, nil
	}
	if old, ok := m["players"]; ok {
		if string(bytes.TrimSpace(old)) != strconv.Itoa(n) {
			return nil, fmt.Errorf("-players %d and -config's \"players\": %s disagree; give one of them", n, old)
		}
		return config, nil
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"players":%d`, n)
	if inner := bytes.TrimSpace(config[1 : len(config)-1]); len(inner) > 0 {
		b.WriteByte(',')
		b.Write(inner)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
