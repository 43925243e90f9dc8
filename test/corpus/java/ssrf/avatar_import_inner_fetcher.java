// corpus: CWE-918 vulnerable — an inner fetcher class calls openStream on the avatar URL supplied by the client.
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AvatarImportServlet extends HttpServlet {
    static class RemoteImage {
        byte[] download(String location) throws IOException {
            try (InputStream in = new URL(location).openStream()) {
                return in.readNBytes(2_000_000);
            }
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String avatarUrl = request.getParameter("avatarUrl");
        byte[] image = new RemoteImage().download(avatarUrl);
        response.setStatus(202);
        response.getWriter().print(image.length);
    }
}
