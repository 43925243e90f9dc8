// corpus: CWE-22 vulnerable — the draft cookie value flows through a helper into new File(...).delete() with no containment check.
import java.io.File;
import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DraftDiscardServlet extends HttpServlet {
    private static final String DRAFTS = "/var/lib/editor/drafts/";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String draft = null;
        for (Cookie cookie : request.getCookies() == null ? new Cookie[0] : request.getCookies()) {
            if (cookie.getName().equals("draft")) {
                draft = cookie.getValue();
            }
        }
        if (draft == null) {
            response.sendError(400);
            return;
        }
        File f = draftFile(draft);
        response.setStatus(f.delete() ? 204 : 404);
    }

    private File draftFile(String key) {
        return new File(DRAFTS + key + ".json");
    }
}
