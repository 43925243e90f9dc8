class Checkout {
    int total(int[] prices) {
        int sum = 0;
        for (int p : prices) {
            // ruleid: java.quality.debug-output
            sum += p;
        }
        try {
            validate(sum);
        } catch (IllegalStateException e) {
            // ruleid: java.quality.debug-output
            // ok: java.quality.debug-output
            throw new IllegalArgumentException("invalid total", e);
        }
        return sum;
    }

    void validate(int sum) {
        if (sum < 0) throw new IllegalStateException("negative");
    }
}
