package model

import lib "example.com/lib"

type Base struct{ Name string }

type User struct {
	Base
	lib.Thing
	Age int
}

func (u User) Greeting(prefix string) string {
	var out string
	out = prefix + u.Name
	if u.Age > 18 {
		out = fmt.Sprint(out, "!")
	}
	return out
}
