// corpus: CWE-78 safe — the format parameter is overwritten with a literal before it is placed in the command string.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DocumentConvertServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String format = request.getParameter("format");
        // only PDF output is supported by the current converter build
        format = "pdf";
        String cmd = "soffice --headless --convert-to " + format + " --outdir /srv/out /srv/in/current.docx";
        Process p = Runtime.getRuntime().exec(cmd);
        try {
            response.setStatus(p.waitFor() == 0 ? 201 : 500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
