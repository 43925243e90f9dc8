// corpus: CWE-732 vulnerable — the setup CLI calls setWritable(true, false) on the spool directory and its job folders, making them world-writable so any local user can drop or replace print jobs.
package com.acme.tools.print;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

final class PrintSpoolSetupCli {
    public static void main(String[] args) throws IOException {
        String location = args.length > 0 ? args[0] : System.getenv().getOrDefault("ACME_SPOOL_DIR", "/var/spool/acme-print");
        SpoolDirectory spool = new SpoolDirectory(Path.of(location));
        List<Path> prepared = spool.prepare();
        for (Path p : prepared) {
            System.out.println("ready: " + p);
        }
    }
}

final class SpoolDirectory {
    private static final List<String> QUEUES = List.of("incoming", "rendering", "done", "failed");
    private final Path root;

    SpoolDirectory(Path root) {
        this.root = root;
    }

    List<Path> prepare() throws IOException {
        Files.createDirectories(root);
        openUp(root);
        List<Path> created = new java.util.ArrayList<>();
        created.add(root);
        for (String queue : QUEUES) {
            Path dir = root.resolve(queue);
            Files.createDirectories(dir);
            openUp(dir);
            created.add(dir);
        }
        return created;
    }

    private void openUp(Path dir) throws IOException {
        File file = dir.toFile();
        boolean ok = file.setReadable(true, false)
                & file.setWritable(true, false)
                & file.setExecutable(true, false);
        if (!ok) {
            throw new IOException("could not change permissions of " + dir);
        }
    }
}
