// corpus: CWE-95 vulnerable — the discount header is concatenated into script source that ScriptEngine.eval executes.
import java.io.IOException;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DiscountPreviewServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String discount = request.getHeader("X-Discount-Expr");
        String script = "var subtotal = 250; subtotal - (" + discount + ");";
        ScriptEngine js = new ScriptEngineManager().getEngineByName("nashorn");
        try {
            Number total = (Number) js.eval(script);
            response.getWriter().print(total.doubleValue());
        } catch (ScriptException | ClassCastException e) {
            response.sendError(400);
        }
    }
}
