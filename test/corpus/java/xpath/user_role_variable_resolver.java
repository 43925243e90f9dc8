// corpus: CWE-643 safe — the expression is constant and the username is supplied through an XPathVariableResolver as $name.
package com.acme.legacyauth;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.namespace.QName;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class RoleLookupServlet extends HttpServlet {
    private static final String ROLE_QUERY = "/users/user[@name=$name]/role";
    private Document usersXml;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        final String user = request.getParameter("user");
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver((QName variable) -> "name".equals(variable.getLocalPart()) ? user : null);
        try {
            String role = xpath.evaluate(ROLE_QUERY, usersXml);
            response.setStatus("admin".equals(role) ? 200 : 403);
        } catch (XPathExpressionException e) {
            response.sendError(400);
        }
    }
}
