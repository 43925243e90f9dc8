// corpus: CWE-78 safe — a same-file helper turns the snapshot id into UUID.fromString(...).toString(), which can only contain hex digits and dashes.
package com.acme.storage;

import java.io.IOException;
import java.util.UUID;

public final class SnapshotRestore {
    private static String canonicalSnapshotId(String raw) {
        return UUID.fromString(raw.trim()).toString();
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 1) {
            System.err.println("usage: SnapshotRestore <snapshot-uuid>");
            return;
        }
        String snapshot = canonicalSnapshotId(args[0]);
        String line = "zfs rollback tank/data@" + snapshot + " && systemctl restart acme-db";
        Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", line});
        System.exit(p.waitFor());
    }
}
