// corpus: CWE-95 safe — the script source is a constant; the amount from the request is converted to a double and passed in through Bindings.
import java.io.IOException;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TaxEstimateServlet extends HttpServlet {
    private static final String TAX_SCRIPT = "amount * 0.2 + (amount > 1000 ? 15 : 0)";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        double amount = Double.parseDouble(request.getParameter("amount"));
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        Bindings vars = engine.createBindings();
        vars.put("amount", amount);
        try {
            Object tax = engine.eval(TAX_SCRIPT, vars);
            response.getWriter().print(((Number) tax).doubleValue());
        } catch (ScriptException e) {
            response.sendError(500);
        }
    }
}
