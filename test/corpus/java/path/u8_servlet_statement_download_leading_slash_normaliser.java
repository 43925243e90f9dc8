// corpus: CWE-22 vulnerable — the statement file name is only trimmed and stripped of leading slashes by a normalising helper, so "../" segments still resolve outside the customer's statements folder before the file is streamed.
package com.acme.billing.statements;

import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

final class FileNames {
    private FileNames() {}

    /** Names arrive typed by hand or pasted from e-mails, sometimes with Windows separators. */
    static String normalise(String raw) {
        String name = raw.trim().replace('\\', '/');
        while (name.startsWith("/")) {
            name = name.substring(1);
        }
        return name;
    }
}

class StatementStore {
    private final Path root;

    StatementStore(Path root) {
        this.root = root;
    }

    Path locate(String customerId, String fileName) {
        return root.resolve(customerId).resolve(FileNames.normalise(fileName));
    }
}

@WebServlet("/statements/download")
class StatementDownloadServlet extends HttpServlet {
    private StatementStore store;

    @Override
    public void init(ServletConfig config) throws ServletException {
        super.init(config);
        store = new StatementStore(Path.of(config.getServletContext().getInitParameter("statements.root")));
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String file = req.getParameter("file");
        if (file == null || req.getUserPrincipal() == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        Path statement = store.locate(req.getUserPrincipal().getName(), file);
        if (!Files.isRegularFile(statement)) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        resp.setContentType("application/pdf");
        resp.setHeader("Content-Disposition", "attachment; filename=\"statement.pdf\"");
        Files.copy(statement, resp.getOutputStream());
    }
}
