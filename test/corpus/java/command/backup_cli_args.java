// corpus: CWE-78 vulnerable — the database name from the command-line arguments is placed in a shell command line.
package com.acme.tools;

import java.io.IOException;

public final class NightlyBackup {
    private NightlyBackup() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length < 1) {
            System.err.println("usage: NightlyBackup <database>");
            System.exit(2);
        }
        String database = args[0];
        String target = "/backups/" + java.time.LocalDate.now() + ".sql";
        String shellLine = "pg_dump " + database + " > " + target;
        Process dump = Runtime.getRuntime().exec(new String[] {"sh", "-c", shellLine});
        System.exit(dump.waitFor());
    }
}
