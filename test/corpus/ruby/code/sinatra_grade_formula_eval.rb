# corpus: CWE-95 vulnerable — the grading formula query parameter is evaluated as Ruby in a helper.
# frozen_string_literal: true

require "sinatra"
require "json"

helpers do
  def weighted_grade(formula, scores)
    homework, exam, project = scores.values_at(:homework, :exam, :project)
    eval(formula)
  end
end

get "/grades/:student_id" do
  content_type :json
  scores = Gradebook.scores_for(params[:student_id].to_i)
  formula = params["formula"] || "homework * 0.3 + exam * 0.5 + project * 0.2"
  { student: params[:student_id].to_i, grade: weighted_grade(formula, scores).round(1) }.to_json
end
