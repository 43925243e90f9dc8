// corpus: CWE-1336 safe — Velocity merges a fixed receipt template file; the customer reference is put in the context as data.
import java.io.IOException;
import java.io.StringWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.velocity.Template;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.VelocityEngine;

public class ReceiptMailServlet extends HttpServlet {
    private VelocityEngine velocity;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String reference = request.getParameter("reference");
        Template receipt = velocity.getTemplate("templates/receipt.vm", "UTF-8");
        VelocityContext ctx = new VelocityContext();
        ctx.put("reference", reference);
        StringWriter body = new StringWriter();
        receipt.merge(ctx, body);
        request.getServletContext().log("receipt rendered, chars=" + body.getBuffer().length());
        response.setStatus(202);
    }
}
