# rejected: a value spliced bare that is not known to be a number may have been text SQL read as a name or an expression
# keeps: User.where("age > #{params[:age]}")
class UsersController < ApplicationController
  def index
    @adults = User.where("age > #{params[:age]}")
  end
end
