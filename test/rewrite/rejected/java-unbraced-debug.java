// rejected: deleting a println that is the unbraced body of an if makes the next statement the body
// keeps-all: System.out.println("total " + total);
class Totals {
    static int total(int[] values, boolean verbose) {
        int total = 0;
        for (int v : values) total += v;
        if (verbose)
            System.out.println("total " + total);
        return total;
    }
}
