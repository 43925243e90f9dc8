class ArticleSearch
  def initialize(query, author_id: nil)
    @query = query
    @author_id = author_id
  end

  def results
    scope = Article.where("title LIKE '%#{@query}%'")
    scope = scope.where(author_id: @author_id) if @author_id
    scope.order(:title)
  end
end

class ArticlesController < ApplicationController
  before_action :set_article, only: :show

  def index
    @articles = ArticleSearch.new(search_params[:q], author_id: params[:author]).results
  end

  def show
    redirect_to article_path(@article)
  end

  private

  def set_article
    @article = Article.find(params[:id])
  end

  def search_params
    params.require(:search).permit(:q)
  end
end
