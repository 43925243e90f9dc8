// corpus: CWE-78 safe — the width is parsed with Integer.parseInt and passed as its own argv element to a fixed program.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ThumbnailServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int width;
        try {
            width = Integer.parseInt(request.getParameter("width"));
        } catch (NumberFormatException e) {
            response.sendError(400);
            return;
        }
        String[] cmd = {"/usr/local/bin/thumbnailer", "--width", String.valueOf(width), "/srv/upload/latest.jpg"};
        Process p = Runtime.getRuntime().exec(cmd);
        try {
            response.setStatus(p.waitFor() == 0 ? 201 : 500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
