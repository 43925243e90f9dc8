package com.example.reports;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;

/** Writes rendered reports into a directory that a separate web server process serves. */
public class ReportPublisher {
    private static final String SHARED = "rwxrwxrwx";
    private static final String OWNER_ONLY = "rw-------";

    private final Path root;

    public ReportPublisher(Path root) {
        this.root = root;
    }

    public Path prepare() throws IOException {
        // ruleid: java.security.insecure-file-permissions@low
        FileAttribute<Set<PosixFilePermission>> open = PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxrwxr-x"));
        // ok: java.security.insecure-file-permissions
        FileAttribute<Set<PosixFilePermission>> served = PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x"));
        // ok: java.security.insecure-file-permissions
        FileAttribute<Set<PosixFilePermission>> team = PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxrwxr-x"));
        Files.createDirectories(root.resolve("team"), team);
        Files.createDirectories(root.resolve("served"), served);
        return Files.createDirectories(root.resolve("incoming"), open);
    }

    public void publish(Path report) throws IOException {
        // ruleid: java.security.insecure-file-permissions
        Files.setPosixFilePermissions(report, PosixFilePermissions.fromString(SHARED));
        // ok: java.security.insecure-file-permissions
        Files.setPosixFilePermissions(report, PosixFilePermissions.fromString(OWNER_ONLY));
    }

    public void share(Path report) throws IOException {
        Set<PosixFilePermission> permissions = new HashSet<>(Files.getPosixFilePermissions(report));
        permissions.add(PosixFilePermission.GROUP_READ);
        // ruleid: java.security.insecure-file-permissions
        permissions.add(PosixFilePermission.OTHERS_WRITE);
        Files.setPosixFilePermissions(report, permissions);
    }

    public void lockDown(Path report) throws IOException {
        Set<PosixFilePermission> permissions = new HashSet<>(Files.getPosixFilePermissions(report));
        // ok: java.security.insecure-file-permissions
        permissions.remove(PosixFilePermission.OTHERS_WRITE);
        // ok: java.security.insecure-file-permissions
        if (permissions.contains(PosixFilePermission.OTHERS_WRITE)) {
            throw new IllegalStateException("still writable by others: " + report);
        }
        Files.setPosixFilePermissions(report, permissions);
    }

    public Path scratch() throws IOException {
        // ruleid: java.security.insecure-file-permissions
        Set<PosixFilePermission> everything = EnumSet.allOf(PosixFilePermission.class);
        // ruleid: java.security.insecure-file-permissions
        Set<PosixFilePermission> readWrite = EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OTHERS_WRITE);
        // ok: java.security.insecure-file-permissions
        Set<PosixFilePermission> ownerOnly = EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        Files.createFile(root.resolve("scratch.tmp"), PosixFilePermissions.asFileAttribute(ownerOnly));
        Files.createFile(root.resolve("shared.tmp"), PosixFilePermissions.asFileAttribute(readWrite));
        return Files.createDirectory(root.resolve("scratch"), PosixFilePermissions.asFileAttribute(everything));
    }

    public void legacyExport(File export, String permissions) throws IOException {
        // ruleid: java.security.insecure-file-permissions
        export.setWritable(true, true);
        // ok: java.security.insecure-file-permissions
        export.setWritable(true, true);
        // ok: java.security.insecure-file-permissions
        export.setWritable(true);
        // ok: java.security.insecure-file-permissions
        export.setWritable(false, false);
        // ok: java.security.insecure-file-permissions
        Files.setPosixFilePermissions(export.toPath(), PosixFilePermissions.fromString(permissions));
    }
}
