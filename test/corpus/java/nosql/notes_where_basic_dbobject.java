// corpus: CWE-943 vulnerable — the owner parameter is concatenated into a MongoDB $where JavaScript clause.
package com.acme.notes;

import com.mongodb.BasicDBObject;
import com.mongodb.DB;
import com.mongodb.DBCollection;
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SharedNotesServlet extends HttpServlet {
    private DB mongo;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String owner = request.getParameter("owner");
        DBCollection notes = mongo.getCollection("notes");
        BasicDBObject query = new BasicDBObject("$where", "this.owner == '" + owner + "' && this.shared == true");
        long count = notes.count(query);
        response.getWriter().print(count);
    }
}
