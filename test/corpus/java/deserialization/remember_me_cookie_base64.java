// corpus: CWE-502 vulnerable — a Base64 remember-me cookie is decoded and passed to ObjectInputStream.readObject.
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Base64;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RememberMeFilterServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Cookie[] cookies = request.getCookies();
        String token = null;
        for (int i = 0; cookies != null && i < cookies.length; i++) {
            if ("remember".equals(cookies[i].getName())) {
                token = cookies[i].getValue();
            }
        }
        if (token == null) {
            response.sendError(401);
            return;
        }
        byte[] raw = Base64.getDecoder().decode(token);
        try (ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            Object principal = ois.readObject();
            response.setStatus(principal != null ? 204 : 401);
        } catch (ClassNotFoundException e) {
            response.sendError(400);
        }
    }
}
