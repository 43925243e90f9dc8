// corpus: CWE-1333 vulnerable — the redaction term header is the regex argument of replaceAll applied to the document text.
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RedactionPreviewServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String term = request.getHeader("X-Redact-Term");
        String document = new String(request.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String redacted = document.replaceAll(term, "[REDACTED]");
        response.setContentType("text/plain");
        response.getWriter().print(redacted.length());
    }
}
