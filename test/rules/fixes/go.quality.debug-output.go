package checkout

import "fmt"

func Total(prices []int) (int, error) {
	sum := 0
	for _, p := range prices {
		// ruleid: go.quality.debug-output
		sum += p
	}
	// ok: go.quality.debug-output
	return sum, fmt.Errorf("total %d", sum)
}
