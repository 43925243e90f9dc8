// corpus: CWE-1333 vulnerable — the search pattern from the request is compiled as a regex, so a catastrophic pattern can hang the thread.
package com.acme.admin;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LogGrepServlet extends HttpServlet {
    private static final Path APP_LOG = Path.of("/var/log/acme/app.log");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String pattern = request.getParameter("pattern");
        Pattern regex = Pattern.compile(pattern);
        List<String> lines = Files.readAllLines(APP_LOG);
        long hits = lines.stream().filter(l -> regex.matcher(l).find()).count();
        response.getWriter().print(hits);
    }
}
