// corpus: CWE-22 vulnerable — after remove(0) the element at index 0 is the request parameter, and it names the file that Files.write overwrites.
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class NoteExportServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        List<String> names = new ArrayList<>();
        names.add("default-notes.txt");
        names.add(request.getParameter("exportName"));
        names.remove(0);
        String fileName = names.get(0);
        String body = "exported at " + System.currentTimeMillis();
        Files.write(Paths.get("/srv/exports", fileName), body.getBytes(StandardCharsets.UTF_8));
        response.setStatus(201);
    }
}
