// corpus: CWE-22 safe — only Paths.get(name).getFileName() of the request parameter is used, with "." and ".." rejected, so the avatar is always read from inside the avatar directory.
package com.acme.community.web;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/avatars")
public class AvatarServlet extends HttpServlet {
    private AvatarStore store;

    @Override
    public void init() throws ServletException {
        String dir = getServletContext().getInitParameter("avatarDirectory");
        store = new AvatarStore(Paths.get(dir == null ? "/var/community/avatars" : dir));
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String requested = request.getParameter("name");
        Path avatar = store.find(requested);
        if (avatar == null) {
            avatar = store.placeholder();
        }
        response.setContentType(Files.probeContentType(avatar));
        response.setHeader("Cache-Control", "public, max-age=86400");
        try (OutputStream out = response.getOutputStream()) {
            Files.copy(avatar, out);
        }
    }
}

class AvatarStore {
    private final Path directory;

    AvatarStore(Path directory) {
        this.directory = directory;
    }

    Path placeholder() {
        return directory.resolve("default.png");
    }

    Path find(String requested) {
        if (requested == null || requested.isEmpty()) {
            return null;
        }
        Path leaf;
        try {
            leaf = Paths.get(requested).getFileName();
        } catch (InvalidPathException e) {
            return null;
        }
        if (leaf == null) {
            return null;
        }
        String name = leaf.toString();
        if (name.equals(".") || name.equals("..")) {
            return null;
        }
        Path candidate = directory.resolve(name);
        return Files.isRegularFile(candidate) ? candidate : null;
    }
}
