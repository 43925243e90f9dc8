// corpus: CWE-502 safe — the body is bound with Jackson ObjectMapper.readValue into a concrete DTO class, with no polymorphic typing enabled.
package com.acme.orders;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class OrderSubmitServlet extends HttpServlet {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static class OrderRequest {
        public String customerId;
        public List<String> skus;
        public int quantity;
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        OrderRequest order = MAPPER.readValue(request.getInputStream(), OrderRequest.class);
        response.setStatus(order.skus == null || order.skus.isEmpty() ? 400 : 202);
    }
}
