// corpus: CWE-22 safe — Paths.get(...).getFileName() keeps only the last path element of the submitted name before the file is written.
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.Part;

public class ReceiptUploadServlet extends HttpServlet {
    private static final Path RECEIPTS = Paths.get("/srv/expenses/receipts");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        Part part = request.getPart("receipt");
        Path leaf = Paths.get(part.getSubmittedFileName()).getFileName();
        if (leaf == null || leaf.toString().equals("..")) {
            response.sendError(400);
            return;
        }
        try (InputStream in = part.getInputStream()) {
            Files.copy(in, RECEIPTS.resolve(leaf.toString()), StandardCopyOption.REPLACE_EXISTING);
        }
        response.setStatus(201);
    }
}
