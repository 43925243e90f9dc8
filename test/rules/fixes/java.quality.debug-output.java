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

    private static final boolean DEBUG = Boolean.getBoolean("orders.debug");

    String describe(Exception failure, int sum) {
        if (DEBUG) {
            // ok: java.quality.debug-output
            System.err.println("describe " + sum);
        }
        java.io.StringWriter text = new java.io.StringWriter();
        // ok: java.quality.debug-output
        failure.printStackTrace(new java.io.PrintWriter(text));
        return text.toString();
    }

    static final class ProgressMonitor {
        void tick(int done, int total) {
            // ok: java.quality.debug-output
            System.out.printf("%d/%d%n", done, total);
        }
    }

    Object loadImpl(String prefix) {
        try {
            return Class.forName("com.acme." + prefix + "Impl").getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            // The caught failure reported to stderr: where it goes is a logging question, not a leftover.
            // ok: java.quality.debug-output
            System.err.println("Cannot load com.acme." + prefix + "Impl: check the impl.prefix property");
            // ruleid: java.quality.debug-output
            return null;
        }
    }
}
