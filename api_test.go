package sdk_test

// The API check, as the Go project checks its own: api/v1.txt lists every
// exported name of the library's packages with its type, one per line.
// A name removed or changed fails the test, and so does a new name not yet
// listed: a release promises its API, so every change to it is a line in a
// reviewed file. `go test . -run TestAPI -update-api` rewrites the file;
// after 1.0.0 is tagged, a change that removes or alters a line breaks
// that promise and needs a new major version.

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

var updateAPI = flag.Bool("update-api", false, "rewrite api/v1.txt with the packages' exported names")

// apiPackages are the packages whose exported names the library promises:
// all but the examples and internal packages.
var apiPackages = []string{
	"github.com/mafiarules/sdk",
	"github.com/mafiarules/sdk/core",
	"github.com/mafiarules/sdk/core/bot",
	"github.com/mafiarules/sdk/core/gametest",
	"github.com/mafiarules/sdk/mafia",
	"github.com/mafiarules/sdk/nostracity",
	"github.com/mafiarules/sdk/speakeasy",
	"github.com/mafiarules/sdk/tonytino",
}

const apiFile = "api/v1.txt"

func TestAPI(t *testing.T) {
	if testing.Short() {
		t.Skip("the API check builds every package's export data: not with -short")
	}
	got, err := exportedAPI()
	if err != nil {
		t.Fatal(err)
	}
	if *updateAPI {
		if err := os.WriteFile(apiFile, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(apiFile)
	if err != nil {
		t.Fatalf("%v: the API file is missing; write it with go test . -run TestAPI -update-api", err)
	}
	removed, added := apiDiff(strings.Split(strings.TrimSuffix(string(b), "\n"), "\n"), got)
	for _, l := range removed {
		t.Errorf("removed or changed: %s", l)
	}
	for _, l := range added {
		t.Errorf("new, not in %s: %s", apiFile, l)
	}
	if len(removed)+len(added) > 0 {
		t.Logf("the API changed: if it is meant to, rewrite %s with go test . -run TestAPI -update-api and review its diff", apiFile)
	}
}

// apiDiff is what the file lists that the packages no longer have, and
// what they have that it does not list.
func apiDiff(want, got []string) (removed, added []string) {
	for _, l := range want {
		if !slices.Contains(got, l) {
			removed = append(removed, l)
		}
	}
	for _, l := range got {
		if !slices.Contains(want, l) {
			added = append(added, l)
		}
	}
	return removed, added
}

func TestAPIDiffFindsRemovedChangedAndNewNames(t *testing.T) {
	file := []string{"pkg p, func A()", "pkg p, func B(int)", "pkg p, func C()"}
	now := []string{"pkg p, func A()", "pkg p, func B(int8)", "pkg p, func D()"}
	removed, added := apiDiff(file, now)
	if !slices.Equal(removed, []string{"pkg p, func B(int)", "pkg p, func C()"}) || !slices.Equal(added, []string{"pkg p, func B(int8)", "pkg p, func D()"}) {
		t.Errorf("removed %q, added %q", removed, added)
	}
}

// The check itself bites: a removed name and a changed signature are both
// differences from the file.
func TestAPIListsSignatures(t *testing.T) {
	if testing.Short() {
		t.Skip("builds export data")
	}
	got, err := exportedAPI()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"pkg github.com/mafiarules/sdk, func Lookup(string) (Game, error)",
		"pkg github.com/mafiarules/sdk/core, var ErrBadState error",
		"pkg github.com/mafiarules/sdk/core, func NewRules[S any, M Move, C any](Spec[S, M, C]) Rules[S, M, C]",
		"pkg github.com/mafiarules/sdk/core, func Errorf(error, string, ...any) error",
		"pkg github.com/mafiarules/sdk/tonytino, method (State) Decision() Decision",
		"pkg github.com/mafiarules/sdk/core, type Record struct, Hashes []string",
	} {
		if _, ok := slices.BinarySearch(got, want); !ok {
			t.Errorf("the API lists no %q", want)
		}
	}
}

// exportedAPI lists every exported name of apiPackages, sorted, from the
// packages' export data (what the compiler wrote, so the types are exact).
func exportedAPI() ([]string, error) {
	args := append([]string{"list", "-export", "-deps", "-f", "{{.ImportPath}} {{.Export}}"}, apiPackages...)
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %w", err)
	}
	export := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if path, file, ok := strings.Cut(sc.Text(), " "); ok && file != "" {
			export[path] = file
		}
	}
	imp := importer.ForCompiler(token.NewFileSet(), "gc", func(path string) (io.ReadCloser, error) {
		f, ok := export[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	})
	var lines []string
	for _, path := range apiPackages {
		pkg, err := imp.Import(path)
		if err != nil {
			return nil, err
		}
		lines = append(lines, packageAPI(pkg)...)
	}
	sort.Strings(lines)
	return slices.Compact(lines), nil
}

// packageAPI is one package's lines, in the Go project's api format.
func packageAPI(pkg *types.Package) []string {
	qual := func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	}
	ts := func(t types.Type) string { return types.TypeString(t, qual) }
	pre := "pkg " + pkg.Path() + ", "
	var out []string
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch o := obj.(type) {
		case *types.Const:
			out = append(out, pre+"const "+name+" "+ts(o.Type()), pre+"const "+name+" = "+o.Val().ExactString())
		case *types.Var:
			out = append(out, pre+"var "+name+" "+ts(o.Type()))
		case *types.Func:
			sig := o.Type().(*types.Signature)
			out = append(out, pre+"func "+name+typeParams(sig.TypeParams(), ts)+signature(sig, ts))
		case *types.TypeName:
			out = append(out, typeAPI(pre, o, ts)...)
		}
	}
	return out
}

// signature is a func's parameters and results by type alone: renaming a
// parameter changes no caller.
func signature(sig *types.Signature, ts func(types.Type) string) string {
	tuple := func(t *types.Tuple, variadic bool) []string {
		var out []string
		for i := range t.Len() {
			s := ts(t.At(i).Type())
			if variadic && i == t.Len()-1 {
				s = "..." + strings.TrimPrefix(s, "[]")
			}
			out = append(out, s)
		}
		return out
	}
	s := "(" + strings.Join(tuple(sig.Params(), sig.Variadic()), ", ") + ")"
	switch res := tuple(sig.Results(), false); len(res) {
	case 0:
	case 1:
		s += " " + res[0]
	default:
		s += " (" + strings.Join(res, ", ") + ")"
	}
	return s
}

func typeParams(tp *types.TypeParamList, ts func(types.Type) string) string {
	if tp.Len() == 0 {
		return ""
	}
	var b []string
	for i := range tp.Len() {
		p := tp.At(i)
		b = append(b, p.Obj().Name()+" "+ts(p.Constraint()))
	}
	return "[" + strings.Join(b, ", ") + "]"
}

// typeAPI lists a type, its exported fields or interface methods, and
// the exported methods of it and of its pointer.
func typeAPI(pre string, o *types.TypeName, ts func(types.Type) string) []string {
	name := o.Name()
	head := name
	if n, ok := o.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
		head += typeParams(n.TypeParams(), ts)
	}
	var out []string
	under := o.Type().Underlying()
	switch u := under.(type) {
	case *types.Struct:
		out = append(out, pre+"type "+head+" struct")
		for i := range u.NumFields() {
			if f := u.Field(i); f.Exported() {
				if f.Embedded() {
					out = append(out, pre+"type "+name+" struct, embedded "+ts(f.Type()))
				} else {
					out = append(out, pre+"type "+name+" struct, "+f.Name()+" "+ts(f.Type()))
				}
			}
		}
	case *types.Interface:
		out = append(out, pre+"type "+head+" interface, { "+interfaceMethods(u, ts)+" }")
		for i := range u.NumMethods() {
			if m := u.Method(i); m.Exported() {
				out = append(out, pre+"type "+name+" interface, "+m.Name()+signature(m.Type().(*types.Signature), ts))
			}
		}
	default:
		if o.IsAlias() {
			out = append(out, pre+"type "+head+" = "+ts(o.Type()))
		} else {
			out = append(out, pre+"type "+head+" "+ts(under))
		}
	}
	if o.IsAlias() {
		return out
	}
	for _, recv := range []types.Type{o.Type(), types.NewPointer(o.Type())} {
		ms := types.NewMethodSet(recv)
		for i := range ms.Len() {
			sel := ms.At(i)
			m := sel.Obj()
			if !m.Exported() || len(sel.Index()) > 1 {
				continue // promoted methods are listed with the embedded type
			}
			if _, ptr := recv.(*types.Pointer); ptr && types.NewMethodSet(o.Type()).Lookup(m.Pkg(), m.Name()) != nil {
				continue // a value method is listed once, on the value
			}
			r := name
			if _, ptr := recv.(*types.Pointer); ptr {
				r = "*" + name
			}
			out = append(out, pre+"method ("+r+") "+m.Name()+signature(m.Type().(*types.Signature), ts))
		}
	}
	return out
}

// interfaceMethods is an interface's exported and unexported method names,
// so adding a method (which breaks every implementation) changes the line.
func interfaceMethods(u *types.Interface, ts func(types.Type) string) string {
	var names []string
	for i := range u.NumMethods() {
		names = append(names, u.Method(i).Name())
	}
	for i := range u.NumEmbeddeds() {
		names = append(names, "embedded "+ts(u.EmbeddedType(i)))
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// Rule 7: no exported name of a public package has a type from internal/
// (api/v1.txt lists every exported signature), so a user never meets a
// type they cannot name.
func TestNoPublicNameHasAnInternalType(t *testing.T) {
	b, err := os.ReadFile("api/v1.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if _, sig, ok := strings.Cut(line, ", "); ok && internalName.MatchString(sig) {
			t.Errorf("api/v1.txt: %s", line)
		}
	}
	if !internalName.MatchString("func F(bitset.Set)") || internalName.MatchString("func F(core.Pile[Card])") {
		t.Fatal("the check of internal names is broken")
	}
}

// internalName matches a name qualified by a package under internal/.
var internalName = regexp.MustCompile(`\b(bitset|chance|codec|envelope|ids|shape|strictjson|internal)\.`)

// Rule 7: the examples are programs a user could write, so none imports
// a package under internal/ itself (the public packages it imports may).
func TestNoExampleImportsInternal(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}}: {{join .Imports " "}}`, "./examples/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if strings.Contains(line, "/internal/") {
			t.Errorf("an example imports internal/: %s", line)
		}
	}
}
