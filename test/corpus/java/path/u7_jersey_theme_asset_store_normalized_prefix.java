// corpus: CWE-22 safe — the theme and asset names are resolved, normalised and checked to stay under the theme root before the file is read; anything outside returns 404.
package com.acme.storefront.themes;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;

@Singleton
class ThemeAssetStore {
    private final java.nio.file.Path root;

    ThemeAssetStore() {
        this.root = java.nio.file.Path.of(System.getProperty("themes.root", "/srv/storefront/themes"))
                .toAbsolutePath()
                .normalize();
    }

    java.nio.file.Path resolve(String theme, String asset) {
        java.nio.file.Path themeDir = root.resolve(theme).normalize();
        java.nio.file.Path candidate = themeDir.resolve(asset).normalize();
        if (!themeDir.startsWith(root) || themeDir.equals(root) || !candidate.startsWith(themeDir)) {
            throw new NotFoundException();
        }
        if (!Files.isRegularFile(candidate)) {
            throw new NotFoundException();
        }
        return candidate;
    }

    byte[] read(java.nio.file.Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

@Path("/themes/{theme}/assets")
class ThemeAssetResource {
    @Inject
    ThemeAssetStore store;

    @GET
    public Response asset(@PathParam("theme") String theme, @QueryParam("file") String file) {
        if (file == null || file.isBlank()) {
            throw new NotFoundException();
        }
        java.nio.file.Path resolved = store.resolve(theme, file);
        String type = contentType(resolved.getFileName().toString());
        return Response.ok(store.read(resolved), type)
                .header("Cache-Control", "public, max-age=86400")
                .build();
    }

    private static String contentType(String name) {
        if (name.endsWith(".css")) return "text/css";
        if (name.endsWith(".js")) return "application/javascript";
        if (name.endsWith(".svg")) return "image/svg+xml";
        if (name.endsWith(".png")) return "image/png";
        return "application/octet-stream";
    }
}
