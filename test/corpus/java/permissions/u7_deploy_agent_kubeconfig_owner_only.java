// corpus: CWE-732 safe — the kubeconfig holding the cluster token is created with rw------- in a rwx------ directory, and existing files are reset to owner-only permissions before being rewritten.
package com.acme.deploy.agent;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

record ClusterCredentials(String clusterName, String server, String caData, String token) {}

final class KubeconfigWriter {
    private static final Set<PosixFilePermission> DIR_MODE = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> FILE_MODE = PosixFilePermissions.fromString("rw-------");

    private final Path configDir;

    KubeconfigWriter(Path configDir) {
        this.configDir = configDir;
    }

    Path write(ClusterCredentials creds) throws IOException {
        if (!Files.isDirectory(configDir)) {
            Files.createDirectories(configDir, PosixFilePermissions.asFileAttribute(DIR_MODE));
        }
        Path target = configDir.resolve("config");
        if (Files.exists(target)) {
            Files.setPosixFilePermissions(target, FILE_MODE);
        } else {
            FileAttribute<Set<PosixFilePermission>> attr = PosixFilePermissions.asFileAttribute(FILE_MODE);
            Files.createFile(target, attr);
        }
        Files.writeString(target, render(creds), StandardCharsets.UTF_8,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
        return target;
    }

    private static String render(ClusterCredentials c) {
        return """
                apiVersion: v1
                kind: Config
                clusters:
                - name: %1$s
                  cluster:
                    server: %2$s
                    certificate-authority-data: %3$s
                users:
                - name: deploy-agent
                  user:
                    token: %4$s
                contexts:
                - name: %1$s
                  context: {cluster: %1$s, user: deploy-agent}
                current-context: %1$s
                """.formatted(c.clusterName(), c.server(), c.caData(), c.token());
    }
}

final class DeployAgentBootstrap {
    public static void main(String[] args) throws IOException {
        ClusterCredentials creds = new ClusterCredentials(
                System.getenv("CLUSTER_NAME"),
                System.getenv("CLUSTER_SERVER"),
                System.getenv("CLUSTER_CA_DATA"),
                System.getenv("CLUSTER_TOKEN"));
        Path home = Path.of(System.getProperty("user.home"), ".kube");
        Path written = new KubeconfigWriter(home).write(creds);
        System.out.println("kubeconfig written to " + written);
    }
}
