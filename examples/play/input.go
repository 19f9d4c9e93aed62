package main

import (
	"bufio"
	"errors"
	"io"
	"strings"
)

// maxLine is the longest input line read as an answer. Moves are short;
// a longer line (a paste gone wrong) is refused whole and asked again.
const maxLine = 1000

// lineReader reads the keyboard a line at a time, never holding more than
// maxLine bytes of one line whatever arrives.
type lineReader struct {
	r *bufio.Reader
}

func newLineReader(in io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(in, 4096)}
}

// next returns the next line without its end and surrounding spaces. A line
// over maxLine bytes is read to its end and dropped: next returns "" and
// its length. At the end of the input it returns io.EOF (after a last line
// without a newline, on the call that follows it).
func (l *lineReader) next() (line string, long int, err error) {
	var b strings.Builder
	n := 0
	for {
		chunk, err := l.r.ReadSlice('\n')
		n += len(chunk)
		if n <= maxLine+2 { // room for "\r\n"
			b.Write(chunk)
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && n > 0:
			err = nil // a last line without a newline
		case err != nil:
			return "", 0, err
		}
		text := strings.TrimRight(b.String(), "\r\n")
		if n > maxLine+2 || len(text) > maxLine {
			long = n - (len(chunk) - len(strings.TrimRight(string(chunk), "\r\n")))
			return "", long, nil
		}
		return strings.TrimSpace(text), 0, nil
	}
}
