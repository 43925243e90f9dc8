// corpus: CWE-78 safe — the operator's REINDEX_CONFIG path from the environment is passed whole as one element of an argument vector, and the index name must match a strict pattern, so no shell is involved.
package com.acme.ops.search;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

final class ReindexSettings {
    private static final Pattern INDEX_NAME = Pattern.compile("[a-z][a-z0-9_-]{1,62}");

    final Path configFile;
    final String indexName;

    private ReindexSettings(Path configFile, String indexName) {
        this.configFile = configFile;
        this.indexName = indexName;
    }

    static ReindexSettings load(String[] args) {
        String config = System.getenv().getOrDefault("REINDEX_CONFIG", "/etc/search/reindex.yml");
        Path path = Path.of(config);
        if (!Files.isRegularFile(path)) {
            throw new IllegalStateException("config file not found: " + path);
        }
        String index = args.length > 0 ? args[0] : "products";
        if (!INDEX_NAME.matcher(index).matches()) {
            throw new IllegalArgumentException("invalid index name");
        }
        return new ReindexSettings(path, index);
    }
}

final class ReindexLauncher {
    private final ReindexSettings settings;

    ReindexLauncher(ReindexSettings settings) {
        this.settings = settings;
    }

    List<String> command() {
        List<String> argv = new ArrayList<>();
        argv.add("/opt/search/bin/reindex");
        argv.add("--config");
        argv.add(settings.configFile.toString());
        argv.add("--index");
        argv.add(settings.indexName);
        return argv;
    }

    int launch() throws IOException, InterruptedException {
        return new ProcessBuilder(command()).inheritIO().start().waitFor();
    }
}

public final class ReindexTool {
    private ReindexTool() {}

    public static void main(String[] args) throws Exception {
        ReindexSettings settings = ReindexSettings.load(args);
        System.exit(new ReindexLauncher(settings).launch());
    }
}
