package com.example.cache;

import static java.nio.file.attribute.PosixFilePermission.*;
import static java.nio.file.attribute.PosixFilePermissions.asFileAttribute;
import static java.nio.file.attribute.PosixFilePermissions.fromString;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;

/** A disk cache that worker processes running as other users also fill. */
final class SharedCache {
    private static final String WORLD_WRITABLE = "rw-rw-rw-";

    Path create(Path dir) throws IOException {
        // ruleid: java.security.insecure-file-permissions
        Set<PosixFilePermission> shared = EnumSet.of(OWNER_READ, OWNER_WRITE, GROUP_READ, OTHERS_READ, OTHERS_WRITE);
        // ok: java.security.insecure-file-permissions
        Set<PosixFilePermission> readable = EnumSet.of(OWNER_READ, OWNER_WRITE, GROUP_READ, OTHERS_READ);
        Files.createFile(dir.resolve("index"), asFileAttribute(readable));
        return Files.createFile(dir.resolve("entries"), asFileAttribute(shared));
    }

    void open(Path entry) throws IOException {
        // ruleid: java.security.insecure-file-permissions
        Files.setPosixFilePermissions(entry, fromString(WORLD_WRITABLE));
        // ok: java.security.insecure-file-permissions
        Files.setPosixFilePermissions(entry, fromString("rw-rw-r--"));
    }

    boolean isShared(Set<PosixFilePermission> permissions) {
        // ok: java.security.insecure-file-permissions
        return permissions.contains(OTHERS_WRITE);
    }
}
