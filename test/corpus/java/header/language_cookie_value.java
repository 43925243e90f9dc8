// corpus: CWE-113 vulnerable — the language parameter becomes a cookie value as-is, which ends up in the Set-Cookie header.
import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LanguagePreferenceServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String lang = request.getParameter("lang");
        Cookie pref = new Cookie("preferred_lang", lang);
        pref.setSecure(true);
        pref.setHttpOnly(true);
        pref.setMaxAge(60 * 60 * 24 * 365);
        response.addCookie(pref);
        response.setStatus(204);
    }
}
