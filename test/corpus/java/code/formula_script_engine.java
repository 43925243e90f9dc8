// corpus: CWE-95 vulnerable — the formula parameter is evaluated as JavaScript by a ScriptEngine.
package com.acme.sheets;

import java.io.IOException;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FormulaServlet extends HttpServlet {
    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String formula = request.getParameter("formula");
        try {
            Object value = engine.eval(formula);
            response.getWriter().print(value instanceof Number ? ((Number) value).doubleValue() : 0);
        } catch (ScriptException e) {
            response.sendError(400);
        }
    }
}
