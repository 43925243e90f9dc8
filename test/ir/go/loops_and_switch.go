package calc

const Limit = 10

func Sum(items []int, names map[string]string) (total int) {
	for i, v := range items {
		if i > Limit {
			break
		}
		total += v
	}
	for k := range names {
		switch k {
		case "a", "b":
			total++
		default:
			total--
		}
	}
	f := func(x int) int { return x * 2 }
	return f(total)
}

func Drain(next func() (int, bool)) (total int) {
	for {
		v, ok := next()
		if !ok {
			return total
		}
		total += v
	}
}
