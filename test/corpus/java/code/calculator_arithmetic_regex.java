// corpus: CWE-95 safe — the expression is evaluated only if it consists solely of digits, spaces, parentheses and arithmetic operators.
import java.io.IOException;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CalculatorServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String expr = request.getParameter("expr");
        if (expr == null || !expr.matches("[0-9+\\-*/(). ]{1,64}")) {
            response.sendError(400);
            return;
        }
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        try {
            Object result = engine.eval(expr);
            response.getWriter().print(result instanceof Number ? ((Number) result).doubleValue() : Double.NaN);
        } catch (ScriptException e) {
            response.sendError(400);
        }
    }
}
