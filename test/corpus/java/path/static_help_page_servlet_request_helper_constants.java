// corpus: CWE-22 safe — the page helper takes the request first but builds the file path only from its constant folder and file-name arguments; the request is used solely for the webapp's real path and caching headers.
package com.acme.portal.help;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(urlPatterns = {"/help/*"})
public class HelpPageServlet extends HttpServlet {
    private static final String HELP_DIR = "help-pages";

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String section = req.getPathInfo();
        String body;
        if ("/billing".equals(section)) {
            body = HelpPages.read(req, HELP_DIR, "billing.html");
        } else if ("/shipping".equals(section)) {
            body = HelpPages.read(req, HELP_DIR, "shipping.html");
        } else {
            body = HelpPages.read(req, HELP_DIR, "index.html");
        }
        resp.setContentType("text/html;charset=UTF-8");
        resp.setHeader("Cache-Control", "public, max-age=600");
        resp.getWriter().write(body);
    }
}

final class HelpPages {
    private HelpPages() {}

    static String read(HttpServletRequest request, String folder, String fileName) throws IOException {
        String webRoot = request.getServletContext().getRealPath("/WEB-INF");
        Path page = Path.of(webRoot, folder, fileName);
        return Files.readString(page, StandardCharsets.UTF_8);
    }
}
