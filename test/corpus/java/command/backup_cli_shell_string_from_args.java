// corpus: CWE-78 vulnerable — the database name and destination given on the command line are pasted into a `sh -c` pipeline string, so shell metacharacters in either argument run as commands.
package com.acme.ops.backup;

import java.io.IOException;
import java.time.LocalDate;
import java.util.List;

final class BackupOptions {
    final String database;
    final String destination;
    final boolean compress;

    BackupOptions(String database, String destination, boolean compress) {
        this.database = database;
        this.destination = destination;
        this.compress = compress;
    }

    static BackupOptions parse(String[] args) {
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: db-backup <database> <destination-dir> [--no-compress]");
        }
        boolean compress = !List.of(args).contains("--no-compress");
        return new BackupOptions(args[0], args[1], compress);
    }
}

final class DumpCommand {
    private final BackupOptions options;

    DumpCommand(BackupOptions options) {
        this.options = options;
    }

    String pipeline() {
        String target = options.destination + "/" + options.database + "-" + LocalDate.now() + ".sql";
        String dump = "pg_dump --no-owner " + options.database;
        return options.compress ? dump + " | gzip > " + target + ".gz" : dump + " > " + target;
    }

    int run() throws IOException, InterruptedException {
        Process process = new ProcessBuilder("sh", "-c", pipeline()).inheritIO().start();
        return process.waitFor();
    }
}

public final class DbBackupTool {
    private DbBackupTool() {}

    public static void main(String[] args) throws Exception {
        BackupOptions options = BackupOptions.parse(args);
        int code = new DumpCommand(options).run();
        if (code != 0) {
            System.err.println("backup failed with exit code " + code);
        }
        System.exit(code);
    }
}
