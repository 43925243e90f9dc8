// corpus: CWE-22 vulnerable — the client-supplied multipart file name is used as the output path for a FileOutputStream.
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.MultipartConfig;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.Part;

@MultipartConfig
public class AvatarUploadServlet extends HttpServlet {
    private static final String UPLOAD_DIR = "/srv/www/uploads/";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        Part avatar = request.getPart("avatar");
        String destination = UPLOAD_DIR + avatar.getSubmittedFileName();
        try (InputStream in = avatar.getInputStream(); OutputStream out = new FileOutputStream(destination)) {
            in.transferTo(out);
        }
        response.setStatus(201);
    }
}
