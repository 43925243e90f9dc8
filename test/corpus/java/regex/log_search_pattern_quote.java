// corpus: CWE-1333 safe — Pattern.quote turns the search text into a literal pattern, so it cannot contain nested quantifiers.
package com.acme.admin;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LogFindServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String text = request.getParameter("text");
        Pattern literal = Pattern.compile(Pattern.quote(text), Pattern.CASE_INSENSITIVE);
        long hits = Files.readAllLines(Path.of("/var/log/acme/app.log")).stream()
                .filter(line -> literal.matcher(line).find())
                .count();
        response.getWriter().print(hits);
    }
}
